//! Pulls current conditions from Davis WeatherLink v2 for the two summit stations.
use reqwest::blocking::Client;

const API_KEY: &str = "{{lower32:weatherlink-api-key}}";
const STATION_IDS: [u32; 2] = [118244, 118245];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let secret = std::env::var("WEATHERLINK_API_SECRET")?;
    let client = Client::new();
    for id in STATION_IDS {
        let url = format!("https://api.weatherlink.com/v2/current/{id}?api-key={API_KEY}");
        let body = client.get(&url).header("X-Api-Secret", &secret).send()?.text()?;
        println!("{body}");
    }
    Ok(())
}
