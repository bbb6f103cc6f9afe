/**
 * The mail settings a function may use for this request, or null after logging what is wrong (once per message,
 * naming the variable): the caller then tells the visitor that mail cannot be sent, without the details.
 */
import { logOnce } from "../log";
import { builtMailSettings, loopbackProblem, type MailSettings, type MailSettingsResult } from "./settings";

export function readyMailSettings(
  requestOnLoopback: boolean,
  result: MailSettingsResult = builtMailSettings(),
): MailSettings | null {
  const problems = result.ok
    ? [loopbackProblem(result.settings, requestOnLoopback)].filter((p) => p !== null)
    : result.problems;
  for (const p of problems) logOnce(`ServerMisconfigured: ${p.variable}: ${p.message}`);
  return result.ok && problems.length === 0 ? result.settings : null;
}
