/**
 * A row of buttons of which one is chosen (aria-pressed), joined into one control: the calendar's views, an event's
 * 'count it as'. Each button says its choice in words; the chosen one is filled.
 */
import React from "react";

export interface SegmentedOption<T extends string> {
  value: T;
  label: React.ReactNode;
}

export interface SegmentedSwitchProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly SegmentedOption<T>[];
  /** The chosen option, or null when none is. */
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
}

export function SegmentedSwitch<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
}: SegmentedSwitchProps<T>) {
  return (
    <div role="group" aria-label={label} sx={{ display: "flex", flexWrap: "wrap" }}>
      {options.map(({ value: option, label: text }, index) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          disabled={disabled}
          onClick={() => onChange(option)}
          sx={{
            minHeight: 40,
            px: 3,
            font: "inherit",
            fontWeight: "bold",
            cursor: disabled ? "wait" : "pointer",
            color: value === option ? "primaryText" : "primary",
            bg: value === option ? "primary" : "transparent",
            border: "2px solid",
            borderColor: "primary",
            ml: index === 0 ? 0 : "-2px",
            borderRadius: 0,
            "&:first-of-type": { borderTopLeftRadius: "default", borderBottomLeftRadius: "default" },
            "&:last-of-type": { borderTopRightRadius: "default", borderBottomRightRadius: "default" },
          }}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

export default SegmentedSwitch;
