import { type DynamicModule, Global, Module } from '@nestjs/common';
import { SystemLogSink } from './system-log-sink';

/** Shares the app's one sink (made before the logger, which writes to it) with its writer. */
@Global()
@Module({})
export class SystemLogSinkModule {
  static forRoot(sink: SystemLogSink): DynamicModule {
    return {
      module: SystemLogSinkModule,
      providers: [{ provide: SystemLogSink, useValue: sink }],
      exports: [SystemLogSink],
    };
  }
}
