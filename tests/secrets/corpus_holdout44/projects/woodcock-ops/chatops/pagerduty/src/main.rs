use reqwest::blocking::Client;
use serde_json::json;

// REST API key (read/write), for on-call lookups and overrides
const PD_TOKEN: &str = "{{pagerduty_rest_key}}";
const SCHEDULE_ID: &str = "P4X2K9Q"; // schedule id, not secret

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = Client::new();
    let resp = client
        .get(format!("https://api.pagerduty.com/oncalls?schedule_ids[]={}", SCHEDULE_ID))
        .header("Authorization", format!("Token token={}", PD_TOKEN))
        .header("Accept", "application/vnd.pagerduty+json;version=2")
        .send()?;
    let body: serde_json::Value = resp.json()?;
    println!("{}", json!(body["oncalls"][0]["user"]["summary"]));
    Ok(())
}
