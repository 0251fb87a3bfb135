# Amazon Transcribe Medical (dictation, PRIMARYCARE) on the consented clinic set, via paws
library(paws)
svc <- transcribeservice(config = list(
  credentials = list(creds = list(
    access_key_id = "{{aws_key_id:aws-access-key-id}}",
    secret_access_key = "{{aws_secret:aws-secret-access-key}}"
  )),
  region = "eu-west-1"
))
svc$start_medical_transcription_job(
  MedicalTranscriptionJobName = "dys-clinic-F01-01",
  LanguageCode = "en-US", Specialty = "PRIMARYCARE", Type = "DICTATION",
  Media = list(MediaFileUri = "s3://tern-slp-clinic/F01/cookie_01.wav"),
  OutputBucketName = "tern-slp-clinic-out"
)
