lmutil lmstat -a -c 27010@lic-chem.smew.example.fi | grep TURBOMOLE
git clone https://olindhol-deploy:{{gldt:gitlab-deploy-token}}@gitlab.smew.example.fi/catalysis/tm-workflows.git
ase db "postgresql://catdb:{{password_url:ase-db-password}}@pg-research.smew.example.fi:5432/catalysis" relaxed=True -c formula,energy
sbatch jobs/ridft_screen.sbatch Pt13_CO
python -c "from qcportal import PortalClient; c = PortalClient('https://qcarchive.smew.example.fi', username='olindhol', password='{{password:qcfractal-password}}'); print(c.list_datasets()[:3])"
wget --user=olindhol@smew.example.fi --ask-password https://portal.vasp.at/download/vasp.6.5.0.tgz
