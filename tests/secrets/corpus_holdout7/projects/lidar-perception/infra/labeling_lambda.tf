# The Scale callback handler reads its key from AWS Secrets Manager at start-up
data "aws_secretsmanager_secret_version" "scale" {
  secret_id = "arn:aws:secretsmanager:ap-northeast-1:481920375516:secret:avocet-lidar/scale-live-Qx7mK2"
}

resource "aws_lambda_function" "scale_callback" {
  function_name = "avocet-lidar-scale-callback"
  role          = "arn:aws:iam::481920375516:role/avocet-lidar-lambda"
  handler       = "callback.handler"
  runtime       = "python3.12"
  filename      = "build/callback.zip"
  source_code_hash = "Yk2mQ9vT3kQ9vX2mZb7Lr4Np8Tc1Wd6Yf0Hg5Js3Ke="
  environment {
    variables = {
      SCALE_SECRET_ARN = data.aws_secretsmanager_secret_version.scale.arn
    }
  }
}
