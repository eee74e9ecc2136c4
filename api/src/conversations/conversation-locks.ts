import { Injectable } from '@nestjs/common';
import { KeyedLock } from '../common/keyed-lock';

/**
 * One in-process lock per conversation id, shared by the person's and the advisors' side: every
 * head read-modify-write and message append of a conversation runs under it (DESIGN.md decision
 * 10: no update is atomic on the embedded engine).
 */
@Injectable()
export class ConversationLocks extends KeyedLock {}
