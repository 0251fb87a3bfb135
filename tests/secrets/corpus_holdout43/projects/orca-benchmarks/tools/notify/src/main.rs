//! Post a line to the group's Mattermost channel when an ORCA array finishes.
use std::env;

const HOOK: &str = "https://chat.stilt.example.org/hooks/{{mattermost_webhook}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let job = env::var("SLURM_ARRAY_JOB_ID").unwrap_or_else(|_| "?".into());
    let text = format!(":atom: ORCA array {} finished on {}", job, env::var("HOSTNAME")?);
    let body = serde_json::json!({ "text": text, "username": "orca-bot" });
    let resp = reqwest::blocking::Client::new().post(HOOK).json(&body).send()?;
    eprintln!("mattermost: {}", resp.status());
    Ok(())
}
