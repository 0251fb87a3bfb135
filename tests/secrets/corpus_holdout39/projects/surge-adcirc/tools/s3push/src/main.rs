// Push ADCIRC NetCDF outputs (maxele.63.nc, fort.63.nc) to the Willet object store.
use aws_sdk_s3::config::{Credentials, Region};
use aws_sdk_s3::primitives::ByteStream;

const ENDPOINT: &str = "https://s3.willet.example.org";
const ACCESS_KEY: &str = "{{s3_access_key}}";
const SECRET_KEY: &str = "{{aws_secret:object-store-secret-key}}";

#[tokio::main]
async fn main() -> Result<(), aws_sdk_s3::Error> {
    let creds = Credentials::new(ACCESS_KEY, SECRET_KEY, None, None, "static");
    let conf = aws_sdk_s3::Config::builder()
        .endpoint_url(ENDPOINT)
        .region(Region::new("us-east-1"))
        .credentials_provider(creds)
        .force_path_style(true)
        .build();
    let s3 = aws_sdk_s3::Client::from_conf(conf);
    let body = ByteStream::from_path("runs/ian2022/maxele.63.nc").await.unwrap();
    s3.put_object().bucket("surge-adcirc").key("ian2022/maxele.63.nc").body(body).send().await?;
    Ok(())
}
