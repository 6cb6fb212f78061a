export type { GroupMember, GroupMembership, ResearchGroup } from './groups.js';
export { groupRole, groupsOfUser, listGroups, membersOf } from './groups.js';
export type { NewGroup } from './group-edits.js';
export { addMember, createGroup, deleteGroup, removeMember, setLeader } from './group-edits.js';
export type { GroupRole, GroupTables, GroupsDb } from './rows.js';
export { groupsDb } from './rows.js';
