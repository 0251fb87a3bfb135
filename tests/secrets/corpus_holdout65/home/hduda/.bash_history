module load iqtree/2.3.6 beast2/2.7.7 beagle-lib/4.0.1
conda activate phylo
datasets summary genome taxon "Carex" --assembly-level chromosome,scaffold --as-json-lines | dataformat tsv genome --fields accession,organism-name > carex_assemblies.tsv
datasets download genome accession --inputfile acc.txt --include genome,gff3 --api-key {{ncbi}} --filename carex.zip
unzip carex.zip -d ncbi_dataset
esearch -db sra -query "Cyperaceae[Organism] AND WGS[Strategy]" | efetch -format runinfo > sra_runinfo.csv
echo $NCBI_API_KEY | wc -c
iqtree2 -s concat.phy -p partitions.nex -m MFP+MERGE -B 1000 -T AUTO --prefix carex_concat
curl -u hduda:{{password:cipres-password}} -H cipres-appkey:CarexPhylo-2B7E4D1A9C3F4E6B8D0A2C4E6F8A1B3D https://cipresrest.sdsc.edu/cipresrest/v1/job/hduda
curl -u hduda:$CIPRES_PASS -H cipres-appkey:$CIPRES_APPKEY https://cipresrest.sdsc.edu/cipresrest/v1/job/hduda/NGBW-JOB-RAXMLHPC2_XSEDE-3F8E1B2A6C9D4E7F8A0B1C2D3E4F5A6B
git remote -v
git push https://x-access-token:{{github_pat}}@github.com/hduda-lab/carex-phylogenomics.git main
git log -1 --format=%H
gh auth status
sha256sum -c data/MANIFEST.sha256
