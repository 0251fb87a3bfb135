use reqwest::blocking::Client;

// Freesound APIv2 token auth: ?token=API_KEY or "Authorization: Token API_KEY"
const FREESOUND_TOKEN: &str = "{{random40:freesound-api-key}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = Client::new();
    let body = client
        .get("https://freesound.org/apiv2/search/text/")
        .query(&[("query", "bodhran"), ("fields", "id,name,license")])
        .header("Authorization", format!("Token {}", FREESOUND_TOKEN))
        .send()?
        .text()?;
    println!("{}", body);
    Ok(())
}
