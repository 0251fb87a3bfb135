//! Uploads recorded CARLA MCAP files to Foxglove Data Platform.
use reqwest::blocking::Client;

const FOXGLOVE_API_KEY: &str = "{{foxglove}}";
const DEVICE_ID: &str = "dev_0dX9nTqJvLmW4Hs7";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = Client::new();
    let link: serde_json::Value = client
        .post("https://api.foxglove.dev/v1/data/upload")
        .bearer_auth(FOXGLOVE_API_KEY)
        .json(&serde_json::json!({"filename": "carla_town10_cutin_0042.mcap", "deviceId": DEVICE_ID}))
        .send()?
        .json()?;
    println!("{}", link["link"]);
    Ok(())
}
