//! Tiny Synoptic latest-observation poller for the dashboard's station table.
use reqwest::blocking::Client;
use std::env;

const BASE: &str = "https://api.synopticdata.com/v2/stations/latest";
const FALLBACK_TOKEN: &str = "{{hex32:synoptic-api-token}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let token = env::var("SYNOPTIC_TOKEN").unwrap_or_else(|_| FALLBACK_TOKEN.to_string());
    let body = Client::new()
        .get(BASE)
        .query(&[("stid", "CLN,ATH20,PC064"), ("vars", "snow_depth"), ("token", token.as_str())])
        .send()?
        .text()?;
    println!("{body}");
    Ok(())
}
