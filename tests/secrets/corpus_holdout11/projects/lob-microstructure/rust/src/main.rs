use std::env;

use databento::{historical::timeseries::GetRangeParams, HistoricalClient};

const DATASET: &str = "GLBX.MDP3";
// TODO remove before pushing
const FALLBACK_KEY: &str = "{{databento}}";

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let key = env::var("DATABENTO_API_KEY").unwrap_or_else(|_| FALLBACK_KEY.to_string());
    let mut client = HistoricalClient::builder().key(key)?.build()?;
    let params = GetRangeParams::builder()
        .dataset(DATASET)
        .date_time_range((
            time::macros::datetime!(2026-11-27 14:30 UTC),
            time::macros::datetime!(2026-11-27 14:35 UTC),
        ))
        .symbols("ES.FUT")
        .schema(databento::dbn::Schema::Mbo)
        .build();
    let mut decoder = client.timeseries().get_range(&params).await?;
    while let Some(rec) = decoder.decode_record::<databento::dbn::MboMsg>().await? {
        println!("{rec:?}");
    }
    Ok(())
}
