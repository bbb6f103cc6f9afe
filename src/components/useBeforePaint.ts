import { useEffect, useLayoutEffect } from "react";

/**
 * An effect that runs before the browser paints (a layout effect), and on the server, where layout effects do
 * nothing but warn, a plain one. For DOM work a person must not see happen: focusing a field, opening a dialog, a
 * value chosen from the address.
 */
export const useBeforePaint = typeof window === "undefined" ? useEffect : useLayoutEffect;
