// Printed column headings of the logbook pages: Cloud Vision DOCUMENT_TEXT_DETECTION over REST.
const fs = require("fs");

const KEY = "{{google_api_key}}";
const ENDPOINT = `https://vision.googleapis.com/v1/images:annotate?key=${KEY}`;

async function annotate(path) {
  const content = fs.readFileSync(path).toString("base64");
  const body = { requests: [{ image: { content }, features: [{ type: "DOCUMENT_TEXT_DETECTION" }] }] };
  const res = await fetch(ENDPOINT, { method: "POST", body: JSON.stringify(body) });
  return (await res.json()).responses[0].fullTextAnnotation?.text ?? "";
}

module.exports = { annotate };
