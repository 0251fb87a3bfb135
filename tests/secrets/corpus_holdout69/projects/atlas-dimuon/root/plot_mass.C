// plot_mass.C -- dimuon invariant mass from the v7 ntuples
#include <TFile.h>
#include <TTree.h>
#include <TH1D.h>
#include <TSystem.h>

void plot_mass(const char* dir = "/scratch/jpereira/ntuples", int chunk = 0)
{
    // remote read when the scratch copy is missing: the XRootD client picks the token up
    // from BEARER_TOKEN (ztn); set here because ROOT in the container drops the env
    if (gSystem->AccessPathName(Form("%s/ntuple_%06d.root", dir, 123 + chunk))) {
        gSystem->Setenv("BEARER_TOKEN", "{{bullfinch_atlas_token}}");
        dir = "root://xrootd.bullfinch.example.pt:1094//atlaslocalgroupdisk/rucio/user/jpereira";
    }
    TFile* f = TFile::Open(Form("%s/ntuple_%06d.root", dir, 123 + chunk));
    TTree* t = (TTree*)f->Get("dimuon");
    TH1D h("mll", ";m_{#mu#mu} [GeV];events", 300, 200., 6200.);
    t->Draw("mll>>mll", "pass_trigger && nmu==2");
    h.SaveAs(Form("mll_%03d.root", chunk));
}
