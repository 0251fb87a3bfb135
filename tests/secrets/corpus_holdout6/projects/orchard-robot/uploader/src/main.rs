use reqwest::blocking::Client;
use std::fs;

// Roboflow hosted inference for the blossom detector
const ROBOFLOW_URL: &str = "https://detect.roboflow.com/apple-blossom-det/7";
const ROBOFLOW_API_KEY: &str = "{{alnum20:roboflow-api-key}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let image = fs::read("frame_000123.jpg")?;
    let body = base64::encode(image);
    let resp = Client::new()
        .post(format!("{}?api_key={}", ROBOFLOW_URL, ROBOFLOW_API_KEY))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(body)
        .send()?;
    println!("{}", resp.text()?);
    Ok(())
}
