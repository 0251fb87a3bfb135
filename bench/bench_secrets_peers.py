"""govern's secret scanner side by side with CredSweeper and detect-secrets: precision, recall,
F1 and wall time of each on the same trees.

Trees:
  corpus      tests/secrets/corpus rendered by tests/secrets/labelled.py (the corpus the rules
              are developed against); labels are its markers.
  corpus_hpc  tests/secrets/corpus_hpc, HPC home and project folders written from the
              credential formats' documentation, not against the rules; labels are its markers.
  corpus_holdout  tests/secrets/corpus_holdout, written blind from each tool's documentation
              (measured blind once; the rules have since covered what it showed).
  corpus_holdout2  tests/secrets/corpus_holdout2, a second blind corpus: other users, projects
              and formats.
  corpus_holdout3  tests/secrets/corpus_holdout3, a third blind corpus: another centre, its
              users, projects and sysadmins.
  corpus_holdout4  tests/secrets/corpus_holdout4, a fourth blind corpus: yet another centre,
              other sciences, and its sysadmins' configuration, storage and monitoring trees.
  corpus_holdout5  tests/secrets/corpus_holdout5, a fifth blind corpus: a fifth centre, its
              users (economics, imaging, neuroscience, oceanography, speech, music, mobility) and
              its platform, identity and storage administrators.
  corpus_holdout6  tests/secrets/corpus_holdout6, a sixth blind corpus: a sixth centre, its
              users (radio astronomy, battery materials, crop remote sensing, orchard robotics,
              neuroimaging, digital pathology, survey experiments, soil metagenomics) and its CI,
              monitoring, storage and network administrators.
  corpus_holdout7  tests/secrets/corpus_holdout7, a seventh blind corpus: a seventh centre, its
              users (drug discovery, fusion, ecology, wind-farm CFD, classroom research, lidar
              perception, lipidomics, a data repository) and its cloud, identity, network and
              shared-services administrators.
  corpus_holdout8  tests/secrets/corpus_holdout8, an eighth blind corpus: an eighth centre, its
              users (radar nowcasting, asset pricing, online experiments, wearables, sepsis
              research, grid decarbonisation, rail delays) and its storage, identity, network and
              automation administrators.
  corpus_holdout9  tests/secrets/corpus_holdout9, a ninth blind corpus: a ninth centre, its users
              (wildfire smoke, whale song, contrails, heritage photogrammetry, legal texts, a
              self-driving chemistry lab, bridge monitoring, historical demography) and its
              provisioning, observability and research-software administrators.
  corpus_holdout10  tests/secrets/corpus_holdout10, a tenth blind corpus, written beside the
              ninth by other hands: a tenth centre, its users (contrails, wastewater
              sequencing, newspaper NLP, legislative text, crystallography, heritage
              photogrammetry, a biofoundry, pasture sensors) and its network, security and
              service-desk administrators.
  corpus_holdout11  tests/secrets/corpus_holdout11, an eleventh blind corpus: an eleventh centre,
              its users (glaciology, epidemic scenarios, flash floods, 4D-STEM microscopy, market
              microstructure, a fireball camera network, caribou telemetry, wheat phenomics) and
              its DNS and web, allocations and accounting, and facilities administrators.
  corpus_holdout12  tests/secrets/corpus_holdout12, a twelfth blind corpus: a twelfth centre,
              its users (volcanic gas, reef imagery, lattice QCD, music information retrieval,
              DIA proteomics, sign-language video, cryo-EM, quantum chemistry for catalysis) and
              its backup, identity and MFA, and user-communications administrators.
  corpus_holdout13  tests/secrets/corpus_holdout13, a thirteenth blind corpus: a thirteenth
              centre, its users (fly connectomics, orbital debris, DeFi markets, machine
              translation for Wolof and Pulaar, shipping emissions, palaeontology micro-CT,
              sorghum phenomics, social-media narratives) and its power and cooling, package
              mirrors, and instrument-PC administrators.
  corpus_holdout14  tests/secrets/corpus_holdout14, a fourteenth blind corpus: a fourteenth
              centre, its users (paediatric pharmacokinetics, infant EEG, motorway traffic
              simulation, crop-insurance ratemaking, storm-surge hindcasts, reactor neutronics,
              election forecasting, avalanche forecasting) and its network and security, user
              portals and helpdesk, and web, mail and DNS administrators.
  corpus_holdout15  tests/secrets/corpus_holdout15, a fifteenth blind corpus: a fifteenth
              centre, its users (exoplanet transits, gravitational waves, ancient DNA, sleep
              research, camera-trap ecology, tropical cyclones, tsunami inundation, football
              tracking) and its network and firewall, licence-server and helpdesk administrators.
  corpus_holdout16  tests/secrets/corpus_holdout16, a sixteenth blind corpus: a sixteenth
              centre, its users (dendrochronology, ship-log climate, eye-tracking
              psycholinguistics, fuel-cell CFD, pollinator acoustics, urban heat islands,
              microplastics transport, protein binder design) and its research data management,
              container registry and security operations administrators.
  corpus_holdout17  tests/secrets/corpus_holdout17, a seventeenth blind corpus: a seventeenth
              centre, its users (permafrost carbon, magnetospheric physics, rare-disease genomes,
              aerosol-cloud modelling, river sediment, chess engines, plant roots, Greek papyri)
              and its web proxy and SSO, mail and mailing-list, and telemetry administrators.
  corpus_holdout18  tests/secrets/corpus_holdout18, an eighteenth blind corpus: an eighteenth
              centre, its users (marine heatwaves, bat echolocation, catalysis microkinetics,
              child language, solar flares, medieval handwriting, vaccine cold chains, dark
              matter) and its tape and HSM storage, identity and access, and observability
              administrators.
  corpus_holdout19  tests/secrets/corpus_holdout19, a nineteenth blind corpus: a nineteenth
              centre, its users (archaeometallurgy, theorem proving, under-ice lakes, eDNA,
              game tilt, melt-pool monitoring, pollen forecasts, patent citations) and its
              data-transfer, training and hardware-lifecycle administrators.
  corpus_holdout20  tests/secrets/corpus_holdout20, a twentieth blind corpus: a twentieth
              centre, its users (subglacial radar, insect radar, lensed quasars, a speech
              neuroprosthesis, cod stocks, retracted citations, cliff erosion, mosquito genomes)
              and its database, science-gateway and remote-visualisation administrators.
  corpus_holdout21  tests/secrets/corpus_holdout21, a twenty-first blind corpus: a twenty-first
              centre, its users (ambient-noise seismology, air showers, dysarthric speech,
              Anopheles genomics, lightning, cave climate, demand flexibility, trade sanctions)
              and its provisioning, ticketing and mail, and object-storage administrators.
  corpus_holdout22  tests/secrets/corpus_holdout22, a twenty-second blind corpus: a
              twenty-second centre, its users (protein language models, armyworm forecasts,
              flight trajectories, solar fleets, methane plumes, football tracking, photonic
              design, avalanche stations) and its mail and support, DNS and IP address, and
              remote-access administrators.
  corpus_holdout23  tests/secrets/corpus_holdout23, a twenty-third blind corpus: a twenty-third
              centre, its users (sprint biomechanics, snowpack models, a xenon dark-matter
              search, epigenetic clocks, tidal turbines, pollen, perovskite ageing, night-time
              lights) and its network, tape-archive and physical-security administrators.
  corpus_holdout24  tests/secrets/corpus_holdout24, a twenty-fourth blind corpus: a
              twenty-fourth centre, its users (ocean acidification, pulsar timing, Bantu
              phylogenetics, landslide warnings, a xenon TPC, overdose surveillance, housing
              economics, perovskite screening) and its software-stack, web and events, and
              security-operations administrators.
  corpus_holdout25  tests/secrets/corpus_holdout25, a twenty-fifth blind corpus: a
              twenty-fifth centre, its users (neutrino detector calibration, newspaper OCR,
              swarm robotics, pavement distress, carbon-capture frameworks, asteroid spins,
              pharmacovigilance, galaxy morphology) and its storage, accounting and
              allocations, and user-support administrators.
  corpus_holdout26  tests/secrets/corpus_holdout26, a twenty-sixth blind corpus: a twenty-sixth
              centre, its users (soil moisture, antibody design, rock mechanics, ionospheric
              scintillation, a savings field trial, hydrogen storage, crowd density, actinide
              chemistry) and its mail and collaboration, service-desk, and lecture-capture
              administrators.
  corpus_holdout27  tests/secrets/corpus_holdout27, a twenty-seventh blind corpus: a
              twenty-seventh centre, its users (amphora archaeometry, perovskite screening,
              glacial lake floods, podcast health claims, food price nowcasting, sourdough
              metagenomics, exoplanet atmospheres, church acoustics) and its cloud-bursting and
              user-services administrators.
  corpus_holdout28  tests/secrets/corpus_holdout28, a twenty-eighth blind corpus: a
              twenty-eighth centre, its users (seabird tracking, cloud quantum computing, Arabic
              manuscript HTR, karst hydrology, rheumatology EHR cohorts, tokamak diagnostics,
              cattle methane, choral voice synthesis) and its scheduler and portal, identity,
              and GPU-fleet and BMC administrators.
  corpus_holdout29  tests/secrets/corpus_holdout29, a twenty-ninth blind corpus: a twenty-ninth
              centre, its users (coral bleaching, cryo-ET, language archives, wind-tunnel PIV,
              online panels, CMIP6 downscaling, robot learning, bushfire smoke) and its notebook
              platform, licence-server, and research-data-store administrators.
  corpus_holdout30  tests/secrets/corpus_holdout30, a thirtieth blind corpus: a thirtieth
              centre, its users (VLBI correlation, ancient pathogens, supply-chain risk, seismic
              hazard, TEI letters, astrochemistry, structural biology, cycling analytics) and its
              CI and build, monitoring and on-call, and database administrators.
  corpus_holdout31  tests/secrets/corpus_holdout31, a thirty-first blind corpus: a thirty-first
              centre, its users (ice-sheet models, musicology, cryo-ET averaging, Sentinel-2
              farming, quantum chemistry, traffic simulation, veterinary epidemiology, speech
              recognition) and its identity, storage and transfer, and site-communication
              administrators.
  corpus_holdout32  tests/secrets/corpus_holdout32, a thirty-second blind corpus: a
              thirty-second centre, its users (gyrokinetics, bioacoustics, legal NLP, FDTD
              photonics, wildfire, spatial transcriptomics, ERA5 reanalysis, high-frequency
              finance) and its cloud and billing, container-platform, and licence-server
              administrators.
  corpus_holdout33  tests/secrets/corpus_holdout33, a thirty-third blind corpus: a thirty-third
              centre, its users (sign language, Geant4 neutrinos, field robotics, Neo4j drug
              repurposing, reef photogrammetry, flood forecasting, surveys, battery DFT) and its
              science-gateway, allocations and ticketing, and network-security administrators.
  corpus_holdout34  tests/secrets/corpus_holdout34, a thirty-fourth blind corpus: a thirty-fourth
              centre, its users (metabolomics, heart-valve CFD, charters, pest genomics, sea-level
              altimetry, chip placement, historical demography, polar-bear telemetry) and its
              scheduling and accounting, software-mirror, and web-SSO administrators.
  corpus_holdout35  tests/secrets/corpus_holdout35, a thirty-fifth blind corpus: a thirty-fifth
              centre, its users (edge plasma, radar ornithology, contract NLP, solar cells,
              contact networks, humanoid robots, archaeological lidar, cohort statistics) and its
              backup, virtualisation and cloud, and observability administrators.
  corpus_holdout36  tests/secrets/corpus_holdout36, a thirty-sixth blind corpus: a thirty-sixth
              centre, its users (lattice Boltzmann, sea ice, viral phylogenetics, cloud QPUs,
              speech pathology, grid demand, Byzantine manuscripts, underwater gliders) and its
              data-transfer, developer-platform, and e-mail and collaboration administrators.
  corpus_holdout37  tests/secrets/corpus_holdout37, a thirty-seventh blind corpus: a
              thirty-seventh centre, its users (neuromorphic chips, speleothems, low-resource
              translation, laser plasma, viticulture, forensic DNA, asteroids, LoRaWAN heat
              sensors) and its messaging, secrets and PKI, and web-site administrators.
  corpus_holdout38  tests/secrets/corpus_holdout38, a thirty-eighth blind corpus: a thirty-eighth
              centre, its users (ocean heatwaves, pottery scans, materials informatics,
              wastewater surveillance, driving datasets, Sanskrit NLP, InSAR, NEST neuroscience)
              and its ML-platform, registry and signing, and DNS and network administrators.
  corpus_holdout39  tests/secrets/corpus_holdout39, a thirty-ninth blind corpus: a thirty-ninth
              centre, its users (optical tweezers, gravitational waves, agent-based economics,
              crop breeding, storm surge, federated imaging, space weather, lab robots) and its
              analytics-database, remote-access, and lab-systems administrators.
  corpus_holdout40  tests/secrets/corpus_holdout40, a fortieth blind corpus: a fortieth centre,
              its users (debris-covered glaciers, protein design, Ottoman registers, pathology
              slides, bat acoustics, exoplanet transits, traffic video, soil metagenomics) and its
              provisioning, hardware-management, and help-desk administrators.
  corpus_holdout41  tests/secrets/corpus_holdout41, a forty-first blind corpus: a forty-first
              centre, its users (pharmacokinetics, seismic tomography, surgical-robot RL,
              newspaper OCR, avalanches, mass cytometry, wind-farm wakes, child speech) and its
              object-storage and CDN, payments, and telephony and messaging administrators.
  corpus_holdout42  tests/secrets/corpus_holdout42, a forty-second blind corpus: a forty-second
              centre, its users (cultural evolution, cryo-EM, deforestation alerts, eye tracking,
              fusion materials, cyclone rainfall, legal-aid chatbots, hive sensors) and its HPC
              storage, authentication and certificates, and user-database administrators.
  corpus_holdout43  tests/secrets/corpus_holdout43, a forty-third blind corpus: a forty-third
              centre, its users (volcanic gas, antibody repertoires, manuscript palaeography,
              urban heat, sports biomechanics, quantum chemistry, fisheries acoustics, music
              retrieval) and its backup, web and CMS, and identity-federation administrators.
  corpus_holdout44  tests/secrets/corpus_holdout44, a forty-fourth blind corpus: a forty-fourth
              centre, its users (epidemic models, lattice QCD, archaeological lidar, neonatal EEG,
              permafrost loggers, low-resource translation, reef photogrammetry, air quality) and
              its monitoring, network, and ticketing and chat-ops administrators.
  corpus_holdout45  tests/secrets/corpus_holdout45, a forty-fifth blind corpus: a forty-fifth
              centre, its users (battery materials, camera traps, court rulings, solar physics,
              child language, wastewater genomics, traffic simulation, ocean gliders) and its
              registry and CI/CD, data-repository, and licence-server administrators.
  tree100k    bench/bench_secrets.py's generated tree (--files, 100,000 by default); labels are
              the credentials its generator plants, one a file on the file's last line.
Every tool is scored by (file, line): a label is found when the tool reports that file and line,
whatever it names the kind; a reported line with no label is a false positive (a tool reporting
one line twice counts once). A value spanning lines (a PEM key) is one label: a report on any of
its lines finds it. The "findings" column is what the tool reported, before that.
(tests/secrets/test_corpus.py holds govern to the kind as well; here all tools are held alike.)

Commands, each run from inside the tree:
  govern          python -m govern secrets scan --json --fail-on never TREE (all cores)
  credsweeper     credsweeper --path . --save-json OUT --jobs CORES --no-stdout (default rules
                  and its default ML threshold)
  detect-secrets  detect-secrets scan --all-files . (default plugins and filters)

The peers are pinned (PEERS) and installed by this bench alone, from PyPI with pip, into a
private virtualenv under ~/.cache/govern-bench/peers/ (or $XDG_CACHE_HOME/govern-bench/peers/),
once; later runs reuse it. govern itself never downloads anything when it runs. Wall time is
the median of --rounds runs after one warm-up (tree100k: --big-rounds, no warm-up beyond the
first scan), with the 1-minute load average read just before each tool's runs. govern's
bytecode is written first, as pip writes the peers' when it installs them.
Run: python -m bench.bench_secrets_peers [--files N] [--rounds N] [--big-rounds N] [--no-big]
     [--only CORPUS ...]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bench.bench_secrets import generate_tree, write_bytecode
from tests.secrets.labelled import Corpus, corpora, render_corpus

PEERS = {"credsweeper": "1.19.5", "detect-secrets": "1.5.0"}
FILES = 100_000
ROUNDS = 3
BIG_ROUNDS = 1

Line = tuple[str, int]  # (path relative to the tree, line)


@dataclass
class Run:
    tool: str
    version: str
    findings: int
    lines: set[Line]
    wall: float
    load: float


def _cache() -> Path:
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "govern-bench" / "peers"


def install_peers() -> Path:
    """The virtualenv holding the pinned peers, made on first use; returns its bin folder."""
    pins = [f"{name}=={version}" for name, version in sorted(PEERS.items())]
    venv = _cache() / ("venv-" + "-".join(p.replace("==", "-") for p in pins))
    done = venv / ".installed"
    if done.exists() and done.read_text() == "\n".join(pins):
        print(f"peers: {', '.join(pins)} (cached in {venv})")
        return venv / "bin"
    shutil.rmtree(venv, ignore_errors=True)
    venv.parent.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    proc = subprocess.run(
        [
            str(venv / "bin" / "pip"),
            "install",
            "--no-input",
            "--disable-pip-version-check",
            "-q",
            *pins,
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0:
        raise SystemExit(f"pip could not install {' '.join(pins)}: {proc.stderr[-500:]}")
    elapsed = time.perf_counter() - started
    size = sum(p.stat().st_size for p in venv.rglob("*") if p.is_file() and not p.is_symlink())
    done.write_text("\n".join(pins))
    print(f"peers: installed {', '.join(pins)} in {elapsed:.0f} s, {size / 1e6:.0f} MB in {venv}")
    return venv / "bin"


def _version(command: list[str]) -> str:
    out = subprocess.run(command, capture_output=True, text=True, check=False).stdout
    return out.strip().split()[-1] if out.strip() else "?"


def _relative(path: str, tree: Path) -> str:
    candidate = Path(path)
    if candidate.is_absolute():
        return str(candidate.resolve().relative_to(tree.resolve()))
    return str(Path(os.path.normpath(candidate)))


def _govern(tree: Path, out: Path) -> tuple[int, set[Line]]:
    del out
    command = [sys.executable, "-m", "govern", "secrets", "scan", "--json", "--fail-on", "never"]
    proc = subprocess.run([*command, str(tree)], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"govern failed ({proc.returncode}): {proc.stderr[-300:]}")
    findings = json.loads(proc.stdout)["findings"]
    return len(findings), {(_relative(f["path"], tree), int(f["line"])) for f in findings}


def _credsweeper(bin_dir: Path) -> Callable[[Path, Path], tuple[int, set[Line]]]:
    def run(tree: Path, out: Path) -> tuple[int, set[Line]]:
        report = out / "credsweeper.json"
        command = [str(bin_dir / "credsweeper"), "--path", ".", "--save-json", str(report)]
        command += ["--jobs", str(os.cpu_count() or 1), "--no-stdout"]
        proc = subprocess.run(command, cwd=tree, capture_output=True, text=True, check=False)
        if proc.returncode != 0 or not report.exists():
            raise RuntimeError(f"credsweeper failed ({proc.returncode}): {proc.stderr[-300:]}")
        candidates = json.loads(report.read_text())
        # The report holds the values in clear: read, then removed at once.
        report.unlink()
        lines = {
            (_relative(data["path"], tree), int(data["line_num"]))
            for candidate in candidates
            for data in candidate["line_data_list"]
        }
        return len(candidates), lines

    return run


def _detect_secrets(bin_dir: Path) -> Callable[[Path, Path], tuple[int, set[Line]]]:
    def run(tree: Path, out: Path) -> tuple[int, set[Line]]:
        del out
        command = [str(bin_dir / "detect-secrets"), "scan", "--all-files", "."]
        proc = subprocess.run(command, cwd=tree, capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            raise RuntimeError(f"detect-secrets failed ({proc.returncode}): {proc.stderr[-300:]}")
        results = json.loads(proc.stdout)["results"]
        findings = [f for reported in results.values() for f in reported]
        return len(findings), {
            (_relative(f["filename"], tree), int(f["line_number"])) for f in findings
        }

    return run


def _measure(
    tool: str,
    version: str,
    scan: Callable[[Path, Path], tuple[int, set[Line]]],
    tree: Path,
    rounds: int,
    warm_up: bool,
) -> Run:
    out = Path(tempfile.mkdtemp(prefix="bench-peers-out-"))
    try:
        if warm_up:
            scan(tree, out)
        load = os.getloadavg()[0]
        walls = []
        findings, lines = 0, set[Line]()
        for _ in range(rounds):
            started = time.perf_counter()
            findings, lines = scan(tree, out)
            walls.append(time.perf_counter() - started)
        return Run(tool, version, findings, lines, statistics.median(walls), load)
    finally:
        shutil.rmtree(out, ignore_errors=True)


def _spans(corpus: Corpus) -> dict[Line, Line]:
    """Each line of a multi-line labelled value, mapped to the label's own line."""
    return {
        (path, line + offset): (path, line)
        for (path, line, _), span in corpus.spans.items()
        for offset in range(1, span)
    }


def _table(title: str, labels: set[Line], spans: dict[Line, Line], runs: list[Run]) -> None:
    print(f"\n{title}: {len(labels)} labelled secrets")
    print(
        f"{'tool':<16}{'version':<9}{'findings':>9}{'TP':>6}{'FP':>6}{'FN':>6}"
        f"{'precision':>10}{'recall':>8}{'F1':>7}{'wall s':>9}{'load':>6}"
    )
    for run in runs:
        lines = {spans.get(line, line) for line in run.lines}
        tp = len(lines & labels)
        fp = len(lines - labels)
        fn = len(labels - lines)
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / len(labels) if labels else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        print(
            f"{run.tool:<16}{run.version:<9}{run.findings:>9}{tp:>6}{fp:>6}{fn:>6}"
            f"{precision:>10.3f}{recall:>8.3f}{f1:>7.3f}{run.wall:>9.2f}{run.load:>6.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, default=FILES)
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--big-rounds", type=int, default=BIG_ROUNDS)
    parser.add_argument("--no-big", action="store_true", help="skip the generated tree")
    parser.add_argument(
        "--only",
        action="append",
        metavar="TREE",
        help="measure only this tree (a corpus name or tree100k; repeatable)",
    )
    args = parser.parse_args()
    bin_dir = install_peers()
    write_bytecode(Path(__file__).resolve().parent.parent)
    tools = [
        ("govern", _version([sys.executable, "-m", "govern", "--version"]), _govern),
        ("credsweeper", PEERS["credsweeper"], _credsweeper(bin_dir)),
        ("detect-secrets", PEERS["detect-secrets"], _detect_secrets(bin_dir)),
    ]
    print(f"cores: {os.cpu_count()}; scored by (file, line); wall: median")
    work = Path(tempfile.mkdtemp(prefix="bench-peers-"))
    try:
        trees: list[tuple[str, Path, set[Line], dict[Line, Line], int, bool]] = []
        for name, source in corpora():
            if args.only and name not in args.only:
                continue
            corpus = render_corpus(work / name, source=source)
            labels = {(path, line) for path, line, _ in corpus.labels}
            spans = _spans(corpus)
            trees.append((name, corpus.root, labels, spans, args.rounds, True))
        if not args.no_big and (not args.only or "tree100k" in args.only):
            planted: list[Line] = []
            started = time.perf_counter()
            files, size = generate_tree(work / "tree100k", args.files, planted=planted)
            print(
                f"tree100k: {files} files, {size / 1e6:.1f} MB, generated in "
                f"{time.perf_counter() - started:.0f} s"
            )
            trees.append(
                (
                    f"tree100k ({files} files)",
                    work / "tree100k",
                    set(planted),
                    {},
                    args.big_rounds,
                    False,
                )
            )
        for title, root, labels, spans, rounds, warm_up in trees:
            runs = [
                _measure(tool, version, scan, root, rounds, warm_up)
                for tool, version, scan in tools
            ]
            _table(title, labels, spans, runs)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
