/** Value, error and handlers of one field, as the flow holds them (it re-renders only when they change). */
import { useAuthenticator } from "../../useAuthenticator";
import { useFormHandlers } from "./useFormHandlers";

export function useField(name: string) {
  const { context } = useAuthenticator((c) => [c.formValues[name], c.validationErrors[name]]);
  const { onChange, onBlur } = useFormHandlers();
  return {
    name,
    value: context.formValues[name] ?? "",
    error: context.validationErrors[name],
    onChange,
    onBlur,
  };
}
