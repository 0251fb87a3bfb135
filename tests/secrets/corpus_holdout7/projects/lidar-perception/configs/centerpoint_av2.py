_base_ = ["./_base_/models/centerpoint_voxel01_second_secfpn.py", "./_base_/datasets/av2-3d.py"]
data_root = "/scratch/kwatanabe/av2/"
load_from = "https://download.openmmlab.com/mmdetection3d/v1.0.0_models/centerpoint/centerpoint_01voxel_second_secfpn_circlenms_4x8_cyclic_20e_nus/centerpoint_01voxel_second_secfpn_circlenms_4x8_cyclic_20e_nus_20220810_030004-9061688e.pth"
vis_backends = [dict(type="LocalVisBackend"), dict(type="WandbVisBackend", init_kwargs=dict(project="centerpoint-av2"))]
