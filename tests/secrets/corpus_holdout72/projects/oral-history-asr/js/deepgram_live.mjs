// live captioning demo for the open day (Node 20)
import { createClient, LiveTranscriptionEvents } from "@deepgram/sdk";

const deepgram = createClient(process.env.DEEPGRAM_API_KEY ?? "{{hex40:deepgram-api-key}}");
const conn = deepgram.listen.live({ model: "nova-3", language: "de", smart_format: true });
conn.on(LiveTranscriptionEvents.Transcript, (data) => {
  // request_id e.g. 0b7e2c4a-9f1d-4e3b-8c6a-2d4f6e8a0b1c
  console.log(data.channel.alternatives[0].transcript);
});
