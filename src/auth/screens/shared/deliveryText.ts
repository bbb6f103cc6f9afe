/** Where a code was sent, from the service's delivery details. */
export function deliveryText(
  details: { Destination?: string; DeliveryMedium?: string } | null,
  fallback: string,
): string {
  if (!details?.Destination) return fallback;
  const medium = details.DeliveryMedium === "SMS" ? "a text message" : "an email";
  return `We sent a code by ${medium} to ${details.Destination}. It may take a minute to arrive.`;
}
