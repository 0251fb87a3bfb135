// Export door-event clips for the machine-room audit (Verkada Command API).
use reqwest::blocking::Client;

const API_KEY: &str = "{{random40:verkada-api-key}}";

fn main() -> Result<(), reqwest::Error> {
    let token: serde_json::Value = Client::new()
        .post("https://api.verkada.com/token")
        .header("x-api-key", API_KEY)
        .send()?
        .json()?;
    let camera_id = "0b7e6d5c-4a3f-4e2d-9c1b-8a7f6e5d4c3b"; // camera id, not a secret
    println!("{} {}", camera_id, token["token"].as_str().unwrap_or("").len());
    Ok(())
}
