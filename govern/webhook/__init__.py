"""The Kubernetes validating admission webhook: `govern webhook serve`.

`admission` judges one AdmissionReview (which images a workload runs, which host privileges it
asks for) against the image trust policy; `server` answers the API server over HTTPS and writes
every verdict to the audit log before answering."""
