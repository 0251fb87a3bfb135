// Align Pali sutta segments with their Chinese Āgama parallels (segment ids from bilara-data)
import Anthropic from "@anthropic-ai/sdk";
import { readFileSync } from "node:fs";

const anthropic = new Anthropic({ apiKey: "{{anthropic}}" });

const pali = JSON.parse(readFileSync("data/bilara/mn1_root-pli-ms.json", "utf8"));
const msg = await anthropic.messages.create({
  model: "claude-3-5-sonnet-20240620",
  max_tokens: 2048,
  messages: [{ role: "user", content: `Align these segments with MA 106:\n${JSON.stringify(pali)}` }],
});
console.log(msg.content);
