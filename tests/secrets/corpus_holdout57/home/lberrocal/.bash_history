module load houdini/20.5.410 blender/4.2 deadline/10.3
hserver -S https://www.sidefx.com/license/sesinetd
sesictrl login --client-id Qm3x7TzR9kLp2VwN8cYb4HfJ6sDa1EgU0oIq5Cnh --client-secret {{alnum128:sidefx-api-client-secret}}
sesictrl print-license
hython -c "import hou; print(hou.licenseCategory())"
deadlinecommand -SubmitCommandLineJob -executable /opt/blender/blender -arguments "-b shot_040.blend -a" -frames 1001-1120 -chunksize 5
blender -b shots/sh040/sh040_lighting_v012.blend -o //render/sh040_#### -F OPEN_EXR -a
sha1sum render/sh040_1001.exr
