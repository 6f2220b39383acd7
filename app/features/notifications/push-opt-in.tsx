// Placeholder until issue 12 builds the 'Get travel deals' web push control (site footer).
export function PushOptIn() {
  return null;
}
