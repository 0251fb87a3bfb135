export HF_TOKEN={{hf}}
export CARLA_ROOT=/projects/night-lidar/carla/CARLA_0.9.15
export PYTHONPATH=$CARLA_ROOT/PythonAPI/carla:$PYTHONPATH
export NUSCENES_ROOT=/projects/night-lidar/nuscenes/data
export SCALE_API_KEY="{{scale_live}}"
# test key for the Scale sandbox, no billing:
export SCALE_TEST_KEY="test_00000000000000000000000000000000"
