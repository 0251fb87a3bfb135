// Streams dev-set audio to the group's faster-whisper endpoint behind the LiteLLM proxy.
use reqwest::blocking::{multipart, Client};
use std::time::Duration;

const PROXY: &str = "https://llm.turnstone.example.org/v1/audio/transcriptions";
const API_KEY: &str = "{{litellm_key}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = Client::builder().timeout(Duration::from_secs(120)).build()?;
    for entry in std::fs::read_dir("../../data/dev40")? {
        let path = entry?.path();
        let form = multipart::Form::new()
            .text("model", "faster-whisper-large-v3")
            .file("file", &path)?;
        let resp = client.post(PROXY).bearer_auth(API_KEY).multipart(form).send()?;
        println!("{}: {}", path.display(), resp.text()?);
    }
    Ok(())
}
