/** A password input with a show/hide toggle; the toggle keeps focus on itself and says what it will do. */
import React, { useState } from "react";
import { SvgIcon } from "../Icon";
import { TextField, type TextFieldProps } from "./TextField";

export const PasswordField = React.forwardRef<HTMLInputElement, Omit<TextFieldProps, "type" | "end">>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    const toggle = (
      <button
        type="button"
        aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
        sx={{ variant: "buttons.icon", color: "muted", mr: 1 }}
      >
        <SvgIcon size={20}>
          {visible ? (
            <>
              <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94" />
              <path d="M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19" />
              <line x1="1" y1="1" x2="23" y2="23" />
            </>
          ) : (
            <>
              <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
              <circle cx="12" cy="12" r="3" />
            </>
          )}
        </SvgIcon>
      </button>
    );
    return <TextField ref={ref} {...props} type={visible ? "text" : "password"} end={toggle} />;
  },
);

export default PasswordField;
