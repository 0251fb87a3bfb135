//! Upload MCAP recordings of hardware trials to Foxglove Data Platform.
use std::fs;

use reqwest::blocking::Client;
use serde_json::json;

const FOXGLOVE_API: &str = "https://api.foxglove.dev/v1";
const API_KEY: &str = "{{foxglove}}";
const DEVICE_ID: &str = "dev_0dT3xYh1nQk8pZ2w";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).expect("mcap file");
    let client = Client::new();
    let link: serde_json::Value = client
        .post(format!("{FOXGLOVE_API}/data/upload"))
        .bearer_auth(API_KEY)
        .json(&json!({"filename": path, "deviceId": DEVICE_ID}))
        .send()?
        .json()?;
    let url = link["link"].as_str().unwrap();
    client.put(url).body(fs::read(&path)?).send()?.error_for_status()?;
    Ok(())
}
