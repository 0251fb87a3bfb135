#!/bin/bash
# ResumeProgram for oci-a10: the OCI CLI uses the instance principal on the controller
export OCI_CLI_AUTH=instance_principal
COMPARTMENT=ocid1.compartment.oc1..aaaaaaaaz9y8x7w6v5u4t3s2r1q0p9o8n7m6l5k4j3i2h1g0f9e8d7c
IMAGE=ocid1.image.oc1.eu-frankfurt-1.aaaaaaaa3k5m7n9p1q3r5s7t9u1v3w5x7y9z1a3b5c7d9e1f3g5h7
for host in $(scontrol show hostnames "$1"); do
  oci compute instance launch --compartment-id "$COMPARTMENT" --availability-domain "Xyzq:EU-FRANKFURT-1-AD-1" \
    --shape VM.GPU.A10.1 --image-id "$IMAGE" --display-name "$host" \
    --subnet-id ocid1.subnet.oc1.eu-frankfurt-1.aaaaaaaa2b4d6f8h0j2l4n6p8r0t2v4x6z8b0d2f4h6j8l0n2p4r6 \
    --metadata "{\"ssh_authorized_keys\": \"$(cat /etc/slurm/burst_id_ed25519.pub)\"}"
done
