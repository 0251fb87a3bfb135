// posts the weekly panel summary from the project account
import { AtpAgent } from "@atproto/api";

const agent = new AtpAgent({ service: "https://bsky.social" });
await agent.login({
  identifier: "lbendavid-research.bsky.social",
  password: process.env.BSKY_APP_PASSWORD, // app password, e.g. "abcd-efgh-ijkl-mnop"
});
await agent.post({ text: process.argv[2] ?? "Weekly narratives summary: https://narratives.shearwater.example.edu" });
