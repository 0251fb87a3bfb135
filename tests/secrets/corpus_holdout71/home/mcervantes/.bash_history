git clone https://github.com/RosettaCommons/rosetta.git
cd rosetta/source && ./scons.py -j 48 mode=release bin
ssh-keygen -t ed25519 -C mcervantes@serin
gpg --list-secret-keys --keyid-format=long
git log --show-signature -1
relax.default.linuxgccrelease @rosetta/relax.flags
cartesian_ddg.default.linuxgccrelease -s out/relax/khe_v3_model1_relaxed_0001.pdb -ddg:mut_file mutfile
python proteinmpnn/protein_mpnn_run.py --pdb_path out/binder_0.pdb --num_seq_per_target 64 --out_folder out/mpnn
htpasswd -B projects/diseno-enzimas/msa-server/msa.htpasswd mcervantes
