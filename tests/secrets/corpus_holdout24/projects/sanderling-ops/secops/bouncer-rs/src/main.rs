//! Minimal CrowdSec bouncer for the DTN's custom firewall: polls the LAPI decision stream.
use reqwest::blocking::Client;
use std::{thread, time::Duration};

const LAPI: &str = "http://crowdsec-lapi.sanderling.example.edu:8080/v1/decisions/stream";
const BOUNCER_KEY: &str = "{{alnum32:crowdsec-bouncer-key}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = Client::new();
    let mut startup = true;
    loop {
        let resp: serde_json::Value = client
            .get(LAPI)
            .query(&[("startup", startup.to_string())])
            .header("X-Api-Key", BOUNCER_KEY)
            .send()?
            .json()?;
        if let Some(new) = resp["new"].as_array() {
            for d in new {
                println!("ban {}", d["value"]);
            }
        }
        startup = false;
        thread::sleep(Duration::from_secs(10));
    }
}
