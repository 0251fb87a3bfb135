//! Loads the DFT barrier table into the group's PostgreSQL for the microkinetic solver.
use postgres::{Client, NoTls};

const DEFAULT_URL: &str = "host=pg.kittiwake.example.edu user=catal dbname=adsorbates";

fn main() -> Result<(), postgres::Error> {
    let pw = std::env::var("PGPASSWORD").unwrap_or_else(|_| String::from("{{password:postgres-password}}"));
    let mut client = Client::connect(&format!("{DEFAULT_URL} password={pw}"), NoTls)?;
    client.batch_execute("CREATE TABLE IF NOT EXISTS barriers (step text, ea real)")?;
    Ok(())
}
