//! LegiScan pull: getMasterList then getBill for every changed bill.
use reqwest::blocking::Client;
use serde_json::Value;

const LEGISCAN_KEY: &str = "{{hex32:legiscan-api-key}}";

pub fn master_list(client: &Client, state: &str) -> reqwest::Result<Value> {
    client
        .get("https://api.legiscan.com/")
        .query(&[("key", LEGISCAN_KEY), ("op", "getMasterList"), ("state", state)])
        .send()?
        .json()
}
