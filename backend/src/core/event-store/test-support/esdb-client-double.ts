/**
 * A test double of the EventStoreDB client for the logic that needs no server: a subclass of the
 * client's own class whose `readAll` and `subscribeToAll` return the client's own ReadStream and
 * Subscription, fed with the server's own protobuf messages (ReadResp) instead of a gRPC call. So
 * the events reach the adapter exactly as the client would shape them (malformed JSON as a string,
 * missing metadata as undefined, a clean server end as 'end' then 'close'). It simulates no server
 * logic: each test scripts what the calls return.
 */
import { PassThrough } from 'node:stream';
import { EventStoreDBClient, type AllStreamResolvedEvent, type AllStreamSubscription, type ReadPosition, type StreamingRead } from '@eventstore/db-client';
import { ReadStream } from '@eventstore/db-client/dist/streams/utils/ReadStream.js';
import { Subscription } from '@eventstore/db-client/dist/streams/utils/Subscription.js';
import { convertGrpcEvent } from '@eventstore/db-client/dist/utils/convertGrpcEvent.js';
import sharedMessages from '@eventstore/db-client/generated/shared_pb.js';
import streamMessages from '@eventstore/db-client/generated/streams_pb.js';
import type { ClientReadableStream } from '@grpc/grpc-js';
import { randomUUID } from 'node:crypto';

type ReadResp = InstanceType<typeof streamMessages.ReadResp>;

export type ServerEvent = {
  stream: string;
  type: string;
  revision?: number;
  /** The $all position; `prepare` defaults to it, as for every event appended over gRPC. */
  position: number;
  prepare?: number;
  /** Raw bytes as stored: JSON text for our events, anything for another writer's. */
  data: string | Uint8Array;
  /** Raw custom metadata; empty when omitted (the client then gives undefined). */
  metadata?: string | Uint8Array;
  contentType?: 'application/json' | 'application/octet-stream';
  id?: string;
};

/** A ReadResp carrying one event, as the server sends it for $all reads and subscriptions. */
export const eventMessage = (event: ServerEvent): ReadResp => {
  const { ReadResp } = streamMessages;
  const recorded = new ReadResp.ReadEvent.RecordedEvent();
  recorded.setId(new sharedMessages.UUID().setString(event.id ?? randomUUID()));
  recorded.setStreamIdentifier(new sharedMessages.StreamIdentifier().setStreamName(Buffer.from(event.stream, 'utf8')));
  recorded.setStreamRevision(String(event.revision ?? 0));
  recorded.setCommitPosition(String(event.position));
  recorded.setPreparePosition(String(event.prepare ?? event.position));
  recorded.getMetadataMap().set('type', event.type);
  recorded.getMetadataMap().set('content-type', event.contentType ?? 'application/json');
  recorded.getMetadataMap().set('created', '0');
  recorded.setData(typeof event.data === 'string' ? Buffer.from(event.data, 'utf8') : event.data);
  if (event.metadata !== undefined) {
    recorded.setCustomMetadata(typeof event.metadata === 'string' ? Buffer.from(event.metadata, 'utf8') : event.metadata);
  }
  const readEvent = new ReadResp.ReadEvent();
  readEvent.setEvent(recorded);
  readEvent.setCommitPosition(String(event.position));
  return new ReadResp().setEvent(readEvent);
};

/** The server side of one call: what the client's stream reads from, plus the cancel() gRPC calls have. */
export class ScriptedCall extends PassThrough {
  cancelled = false;

  constructor() {
    super({ objectMode: true });
  }

  cancel(): void {
    this.cancelled = true;
    this.end();
  }

  send(...events: ServerEvent[]): void {
    events.forEach((event) => this.write(eventMessage(event)));
  }
}

const asGrpcCall = (call: ScriptedCall) => Promise.resolve(call as unknown as ClientReadableStream<ReadResp>);

export class ScriptedEventStoreClient extends EventStoreDBClient {
  /** One entry per expected readAll call, in order: the events that call returns. */
  readonly readAllPages: ServerEvent[][] = [];
  /** Every subscription opened, with the position it was asked to start from. */
  readonly subscriptions: { from: ReadPosition | undefined; call: ScriptedCall; stream: Subscription<AllStreamResolvedEvent> }[] = [];

  constructor() {
    super({ endpoint: { address: 'scripted.invalid', port: 2113 } }, { insecure: true });
  }

  override readAll(): StreamingRead<AllStreamResolvedEvent> {
    const page = this.readAllPages.shift();
    if (!page) {
      throw new Error('ScriptedEventStoreClient: readAll was called more often than scripted');
    }
    const call = new ScriptedCall();
    const read = new ReadStream<AllStreamResolvedEvent>(() => asGrpcCall(call), convertGrpcEvent, {});
    call.send(...page);
    call.end();
    return read;
  }

  override subscribeToAll(options?: { fromPosition?: ReadPosition }): AllStreamSubscription {
    const call = new ScriptedCall();
    const stream = new Subscription<AllStreamResolvedEvent>(() => asGrpcCall(call), convertGrpcEvent, {});
    this.subscriptions.push({ from: options?.fromPosition, call, stream });
    // The client's subscribeToAll returns this very class under the AllStreamSubscription interface.
    return stream as unknown as AllStreamSubscription;
  }

  /** The server call behind the latest subscription. */
  get live(): ScriptedCall {
    const latest = this.subscriptions[this.subscriptions.length - 1];
    if (!latest) throw new Error('ScriptedEventStoreClient: no subscription was opened');
    return latest.call;
  }
}
