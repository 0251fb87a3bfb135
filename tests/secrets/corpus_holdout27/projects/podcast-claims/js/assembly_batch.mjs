// Batch transcription of the 2025 sample through AssemblyAI's Node SDK
import { AssemblyAI } from 'assemblyai';
import { readFile } from 'node:fs/promises';

const client = new AssemblyAI({
  apiKey: '{{hex32:assemblyai-api-key}}',
});

const urls = JSON.parse(await readFile('data/sample_2025.json', 'utf8'));
for (const url of urls) {
  const transcript = await client.transcripts.transcribe({ audio: url, speaker_labels: true });
  console.log(transcript.id, transcript.status);
}
