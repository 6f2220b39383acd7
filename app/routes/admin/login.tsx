// Placeholder until issue 11 builds the login screen.
export default function Placeholder() {
  return <h1 className="text-2xl font-bold">Admin login</h1>;
}
