// Bulk fetch of CourtListener opinion clusters for the ca7 corpus.
use reqwest::blocking::Client;
use serde_json::Value;

const BASE: &str = "https://www.courtlistener.com/api/rest/v4";
const TOKEN: &str = "{{hex40:courtlistener-api-token}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = Client::new();
    let mut url = format!("{BASE}/clusters/?docket__court=ca7&date_filed__gte=2023-01-01");
    loop {
        let page: Value = client
            .get(&url)
            .header("Authorization", format!("Token {TOKEN}"))
            .send()?
            .json()?;
        for c in page["results"].as_array().unwrap() {
            println!("{}\t{}", c["id"], c["case_name"]);
        }
        match page["next"].as_str() {
            Some(next) => url = next.to_string(),
            None => break,
        }
    }
    Ok(())
}
