import { TextField } from "~/components/ui/field";

const contactFields = [
  { label: "Full Name", name: "customer_name", autoComplete: "name" },
  { label: "Email", name: "customer_email", type: "email", autoComplete: "email" },
  { label: "Phone", name: "customer_phone", type: "tel", autoComplete: "tel" },
] as const;

type ContactName = (typeof contactFields)[number]["name"];

/** Who the visitor is (name, email, phone): the booking and the waitlist forms ask alike. */
export function ContactFields({
  values,
  errors,
}: {
  values: Partial<Record<ContactName, string>>;
  errors: Record<string, string>;
}) {
  return contactFields.map((field) => (
    <TextField
      key={field.name}
      {...field}
      required
      defaultValue={values[field.name]}
      error={errors[field.name]}
    />
  ));
}

/** How many travel: the booking page's form and the waitlist's. */
export function TravellersField({ value, error }: { value: string; error: string | undefined }) {
  return (
    <TextField
      label="Travellers"
      name="number_of_travelers"
      type="number"
      min={1}
      inputMode="numeric"
      required
      defaultValue={value}
      error={error}
    />
  );
}
