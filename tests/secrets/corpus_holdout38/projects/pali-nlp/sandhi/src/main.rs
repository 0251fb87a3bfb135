// Batch sandhi splitting through an open-weights model served by Together (OpenAI-compatible API)
use serde_json::json;

const TOGETHER_URL: &str = "https://api.together.xyz/v1/chat/completions";
const TOGETHER_KEY: &str = "{{together}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::blocking::Client::new();
    for line in std::fs::read_to_string("data/dcs_sample.txt")?.lines() {
        let body = json!({
            "model": "meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo",
            "messages": [{"role": "user", "content": format!("Split the sandhi: {line}")}],
            "seed": 7
        });
        let resp: serde_json::Value = client.post(TOGETHER_URL).bearer_auth(TOGETHER_KEY).json(&body).send()?.json()?;
        println!("{}\t{}", line, resp["choices"][0]["message"]["content"]);
    }
    Ok(())
}
