import { createListenerMiddleware } from "@reduxjs/toolkit";
import type { RootDispatch, RootState } from "./rootReducer";

export const listenerMiddleware = createListenerMiddleware();

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, RootDispatch>();
