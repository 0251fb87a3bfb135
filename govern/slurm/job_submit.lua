--[[
govern's job_submit plugin: every sbatch, srun and salloc asks the govern decision daemon
(`govern serve`) whether the job may use what it declares, on the partitions it names.

Installed next to slurm.conf by `govern slurm install`, which fills in the settings below.
On a deny, or on any failure to get an answer, the job is refused with the reason on the
user's terminal. The only exception is a partition the site lists in FAIL_OPEN_PARTITIONS,
and only for jobs that declare no governed resource and no container image.
]]

local GOVERN_SOCKET = "@SOCKET@"
local GOVERN_TIMEOUT = @TIMEOUT@ -- seconds
local FAIL_OPEN_PARTITIONS = { @FAIL_OPEN@ }

local socket = require("socket")
local unix = require("socket.unix")
local cjson = require("cjson")

local RECEIPT_PREFIX = "govern:audit:"

local function default_partition(part_list)
	for name, part in pairs(part_list) do
		if part.flag_default == 1 then
			return name
		end
	end
	return nil
end

local function directives(script)
	local found = {}
	if script == nil then
		return found
	end
	local number = 0
	for line in (script .. "\n"):gmatch("([^\n]*)\n") do
		number = number + 1
		if line:match("^%s*#GOVERN") then
			table.insert(found, { number, line })
		end
	end
	return found
end

local function ask(request)
	local client = unix()
	if client == nil then
		return nil, "cannot create a Unix socket"
	end
	client:settimeout(GOVERN_TIMEOUT)
	local ok, err = client:connect(GOVERN_SOCKET)
	if not ok then
		client:close()
		return nil, "decision daemon unreachable at " .. GOVERN_SOCKET .. " (" .. tostring(err) .. ")"
	end
	ok, err = client:send(cjson.encode(request) .. "\n")
	if not ok then
		client:close()
		return nil, "cannot send to the decision daemon (" .. tostring(err) .. ")"
	end
	-- Wait for the answer before reading it: a read that finds nothing leaves errno at EAGAIN,
	-- and slurmctld 22.05 takes a leftover errno after slurm_job_modify for the update's result.
	local readable = socket.select({ client }, nil, GOVERN_TIMEOUT)
	local line = nil
	if readable[1] ~= nil then
		line, err = client:receive("*l")
	else
		err = "timeout"
	end
	client:close()
	if line == nil then
		return nil, "no answer from the decision daemon within " .. GOVERN_TIMEOUT .. " s (" .. tostring(err) .. ")"
	end
	local decoded, answer = pcall(cjson.decode, line)
	if not decoded or type(answer) ~= "table" then
		return nil, "unreadable answer from the decision daemon"
	end
	return answer, nil
end

-- The first component of a heterogeneous job carries the batch script and with it the job's
-- #GOVERN lines; they apply to every component. slurmctld hands the plugin the components in
-- order, one submission at a time (it holds its job write lock across them), so the first
-- component's lines are kept here until the next one arrives.
local het_first = nil

-- A component's offset, or nil for an ordinary job (slurmctld leaves NO_VAL there).
local function het_offset(offset)
	if offset == nil or offset == slurm.NO_VAL then
		return nil
	end
	return offset
end

-- The #GOVERN lines that apply to a submitted job or component, or nil and why not.
local function submitted_directives(job_desc)
	local found = directives(job_desc.script)
	local offset = het_offset(job_desc.het_job_offset)
	if offset == nil or offset == 0 then
		het_first = offset == 0 and { uid = job_desc.user_id, directives = found } or nil
		return found, nil
	end
	if het_first == nil or het_first.uid ~= job_desc.user_id then
		return nil, "component " .. offset .. " of a heterogeneous job came without its first component"
	end
	for _, line in ipairs(het_first.directives) do
		table.insert(found, line)
	end
	return found, nil
end

local function declares_nothing(request)
	return #request.directives == 0 and request.container == nil
end

local function fail_open(request)
	-- a modified job's declarations are known only to the daemon, so only submissions qualify
	if request.event ~= "submit" or not declares_nothing(request) then
		return false
	end
	local named = 0
	for partition in string.gmatch(request.partition or "", "[^,]+") do
		if not FAIL_OPEN_PARTITIONS[partition] then
			return false
		end
		named = named + 1
	end
	return named > 0
end

local function decide(request)
	local answer, err = ask(request)
	if answer == nil then
		if fail_open(request) then
			slurm.log_info("govern: %s; allowed by the fail-open rule of partition %s", err, request.partition)
			return slurm.SUCCESS, nil
		end
		slurm.log_user("govern: job denied: " .. err)
		return slurm.ESLURM_ACCESS_DENIED, nil
	end
	if answer.decision ~= "allow" then
		slurm.log_user(tostring(answer.message or "govern: job denied"))
		return slurm.ESLURM_ACCESS_DENIED, nil
	end
	return slurm.SUCCESS, answer.receipt
end

function slurm_job_submit(job_desc, part_list, submit_uid)
	local found, err = submitted_directives(job_desc)
	if found == nil then
		slurm.log_user("govern: job denied: " .. err)
		return slurm.ESLURM_ACCESS_DENIED
	end
	local partition = job_desc.partition or default_partition(part_list)
	local request = {
		op = "job",
		event = "submit",
		user = job_desc.user_name,
		partition = partition,
		account = job_desc.account,
		gres = job_desc.tres_per_node,
		tres_per_job = job_desc.tres_per_job,
		licenses = job_desc.licenses,
		container = job_desc.container,
		het_job_offset = het_offset(job_desc.het_job_offset),
		directives = found,
	}
	local rc, receipt = decide(request)
	if rc == slurm.SUCCESS and job_desc.partition == nil then
		-- Left unset, slurmctld would choose the partition itself (a reservation's, say), which
		-- need not be the one just checked: the job runs where it was decided.
		job_desc.partition = partition
	end
	if rc == slurm.SUCCESS and receipt ~= nil then
		job_desc.admin_comment = RECEIPT_PREFIX .. tostring(receipt)
	end
	return rc
end

function slurm_job_modify(job_desc, job_rec, part_list, modify_uid)
	if job_desc.partition == nil then
		return slurm.SUCCESS
	end
	local receipt = nil
	local comment = job_rec.admin_comment
	if comment ~= nil then
		receipt = tonumber(string.match(comment, "^" .. RECEIPT_PREFIX .. "(%d+)"))
	end
	-- The batch script cannot change after submission: its #GOVERN lines are the job's own
	-- record of what it declared, whatever becomes of AdminComment.
	local script = job_rec.script
	local het_job_offset = nil
	if job_rec.het_job_id ~= nil and job_rec.het_job_id ~= 0 then
		het_job_offset = het_offset(job_rec.het_job_offset)
	end
	local request = {
		op = "job",
		event = "modify",
		-- job_rec carries no user name in Slurm 22.05: the daemon names the owner by uid
		uid = job_rec.user_id,
		partition = job_desc.partition,
		job_id = job_rec.job_id,
		receipt = receipt,
		directives = directives(script),
		batch_script = script ~= nil,
		container = job_rec.container,
		het_job_offset = het_job_offset,
	}
	-- The job keeps its submission receipt: an update carrying admin_comment from a user
	-- who is not an operator would be refused by slurmctld.
	local rc, _ = decide(request)
	return rc
end

return slurm.SUCCESS
