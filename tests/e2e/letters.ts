/**
 * A whole number written in the letters a-z (base 26), as unique as the number: names take
 * letters only (issue 22), and the tests' unique values often go into a name.
 */
export function lettersOf(value: number): string {
  let text = "";
  for (let rest = Math.floor(value); rest > 0; rest = Math.floor(rest / 26)) {
    text = String.fromCharCode(97 + (rest % 26)) + text;
  }
  return text || "a";
}
