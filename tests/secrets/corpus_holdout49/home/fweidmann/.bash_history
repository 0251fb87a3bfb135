source /cvmfs/lhcb.cern.ch/lib/LbEnv
voms-proxy-init --voms lhcb --valid 96:00
voms-proxy-info --all
rucio whoami
rucio -S userpass -u fweidmann --password '{{password:rucio-userpass-password}}' list-rules --account fweidmann
rucio download --dir /cluster/scratch/fweidmann lhcb:/lhcb/LHCb/Collision24/DIMUON.DST/00231745/0000/00231745_00001234_1.dimuon.dst
xrdcp root://eoslhcb.cern.ch//eos/lhcb/user/f/fweidmann/skims/2024_MagUp.root /cluster/scratch/fweidmann/
export XrdSecPROTOCOL=sss XrdSecSSSKT=/cluster/projects/dimuon-search/eos/eos.keytab
eos -b ls /eos/nightjar/dimuon
root -l -b -q analysis/fit_dimuon.C+
git push origin HEAD:refs/heads/fit-v3
