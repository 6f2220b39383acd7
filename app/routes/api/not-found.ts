import { json } from "~/lib/http.server";

const answer = () => json({ success: false, message: "No such API route" }, 404);

export const loader = answer;
export const action = answer;
