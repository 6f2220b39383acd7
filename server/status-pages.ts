/** Self-contained pages for answers the app cannot render itself (no database, too many posts). */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function statusPage(options: { title: string; message: string; agencyName: string; phone: string }) {
  const { title, message, agencyName, phone } = options;
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(agencyName)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:6rem 1.5rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 1rem}
p{color:#334155;line-height:1.6}
a{color:#0f766e;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p>To book or ask anything right now, call us on <a href="tel:${escapeHtml(phone.replace(/\s+/g, ""))}">${escapeHtml(phone)}</a>.</p>
<p><a href="/">Try again</a></p>
</main>
</body>
</html>`;
}
