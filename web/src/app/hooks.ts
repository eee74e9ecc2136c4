import { useDispatch, useSelector } from 'react-redux';
import { type AppDispatch, type RootState } from './store';

/** useSelector and useDispatch typed for this app's store. */
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
